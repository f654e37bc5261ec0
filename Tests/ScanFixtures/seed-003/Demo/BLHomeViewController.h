#import <UIKit/UIKit.h>

@interface BLHomeViewController : UIViewController
@end
