#import <UIKit/UIKit.h>

// Left out by the podspec's exclude_files: never compiled, never reported.
@implementation OldRotator

- (void)rotate {
    [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationPortrait) forKey:@"orientation"];
}

@end
