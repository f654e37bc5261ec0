#import <UIKit/UIKit.h>

// The podspec's test_spec: built for the pod's tests, never the app.
@implementation RotateTests

- (void)testRotate {
    [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationPortrait) forKey:@"orientation"];
}

@end
