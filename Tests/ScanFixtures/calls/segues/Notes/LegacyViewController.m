#import "LegacyViewController.h"

// The identifier as a constant (as apps keep their segue names) and as a macro.
static NSString *const kShowAbout = @"about";
#define SEGUE_ABOUT @"about"

@implementation LegacyViewController

- (void)showAbout {
    [self performSegueWithIdentifier:@"about" sender:self];
}

- (void)showAboutFromMenu {
    [self performSegueWithIdentifier:kShowAbout sender:self];
}

- (void)showAboutFromHelp {
    [self performSegueWithIdentifier:SEGUE_ABOUT sender:nil];
}

@end

@implementation AboutViewController

- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskAll;
}

@end
