#import "PlayerViewController.h"

@implementation PlayerViewController

- (BOOL)shouldAutorotate {
    return YES;
}

- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskLandscape;
}

/* The article restores the list before popping; this scenario leaves it out:
- (void)viewWillDisappear:(BOOL)animated {
    [self forceOrientation:UIDeviceOrientationPortrait];
}
*/

- (void)back {
    [self.navigationController popViewControllerAnimated:YES];
}

@end
