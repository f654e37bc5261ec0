#import "LegacySettingsController.h"

@implementation LegacySettingsController

// A brace-less `if` on a stored flag.
- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    if (self.locked) return UIInterfaceOrientationMaskPortrait;
    return UIInterfaceOrientationMaskAll;
}

// A ternary on a stored flag.
- (BOOL)shouldAutorotate {
    return self.locked ? NO : YES;
}

// An `if` with braces.
- (BOOL)prefersStatusBarHidden {
    if (_locked) {
        return YES;
    }
    return NO;
}

@end
