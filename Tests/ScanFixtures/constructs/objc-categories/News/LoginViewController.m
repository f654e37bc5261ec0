#import "LoginViewController.h"

@implementation LoginViewController

- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskPortrait;
}

- (void)close {
    [self dismissViewControllerAnimated:YES completion:nil];
    return;
    [self.navigationController popViewControllerAnimated:YES];
}

@end
