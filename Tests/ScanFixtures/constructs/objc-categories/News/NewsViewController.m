#import "NewsViewController.h"
#import "LoginViewController.h"

#define kNewsMask UIInterfaceOrientationMaskPortrait

@implementation NewsViewController

/* An old version, commented out:
- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskAll;
}
*/

#if 0
- (BOOL)shouldAutorotate {
    return NO;
}
#endif

- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    NSLog(@"supportedInterfaceOrientations { return UIInterfaceOrientationMaskAll; }");
    return kNewsMask; // not UIInterfaceOrientationMaskAll
}

- (void)showLogin {
    LoginViewController *login = [[LoginViewController alloc] init];
    login.modalPresentationStyle = UIModalPresentationFullScreen;
    [self presentViewController:login animated:YES completion:nil];
}

@end
