#import <UIKit/UIKit.h>

@interface PlayerViewController : UIViewController
@end
