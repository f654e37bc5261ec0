#import <UIKit/UIKit.h>

@interface BLAppRootViewController : UIViewController
@end
