#import <UIKit/UIKit.h>

@interface VideoViewController : UIViewController
@end
