#import <UIKit/UIKit.h>

@interface OldRotationViewController : UIViewController
@end

@implementation OldRotationViewController
- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskPortrait;
}
@end
