#import <UIKit/UIKit.h>

// An Objective-C category: the same KVC set, once unguarded and once in the else of @available.
@implementation UIViewController (Rotate)

- (void)rotatePortrait {
    [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationPortrait) forKey:@"orientation"];
}

- (void)rotatePortraitSafely {
    if (@available(iOS 16.0, *)) {
        [self setNeedsUpdateOfSupportedInterfaceOrientations];
    } else {
        [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationPortrait) forKey:@"orientation"];
    }
}

@end
