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

#if __IPHONE_OS_VERSION_MAX_ALLOWED >= 160000
- (void)turnWithNewSDK
{
    // Built with the iOS 16 SDK or later: the host asks for the geometry.
}
#else
// Built only with an SDK older than iOS 16, where the KVC set still works.
- (void)turnWithNewSDK
{
    [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationPortrait) forKey:@"orientation"];
}
#endif

@end
