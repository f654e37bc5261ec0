#import "LegacyViewController.h"

@implementation LegacyViewController

- (void)showAbout {
    [self performSegueWithIdentifier:@"about" sender:self];
}

@end

@implementation AboutViewController

- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskAll;
}

@end
