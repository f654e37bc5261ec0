#import "RotatePlugin.h"

@implementation RotatePlugin

- (void)rotateToLandscape {
    [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationLandscapeRight) forKey:@"orientation"];
    [UIViewController attemptRotationToDeviceOrientation];
}

@end
