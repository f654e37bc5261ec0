#import <UIKit/UIKit.h>
#import "RotatorPlugin.h"

@implementation RotatorPlugin

- (void)lockToLandscape
{
    [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationLandscapeRight) forKey:@"orientation"];
    [UIViewController attemptRotationToDeviceOrientation];
}

- (void)lockToPortrait
{
    if (@available(iOS 16.0, *)) {
        // The geometry request lives in the host's Swift code; only older versions use KVC here.
    } else {
        [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationPortrait) forKey:@"orientation"];
    }
}

- (void)resetOrientation
{
    NSString *key = @"orientation";
    [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationUnknown) forKey:key];
}

// Called only below iOS 16 (from -turnToPortrait): the KVC set here is the fixed form.
- (void)turnBelowIOS16
{
    [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationPortrait) forKey:@"orientation"];
}

- (void)turnToPortrait
{
    if (@available(iOS 16.0, *)) {
        // The host's Swift code asks for the geometry.
    } else {
        [self turnBelowIOS16];
    }
}

@end
