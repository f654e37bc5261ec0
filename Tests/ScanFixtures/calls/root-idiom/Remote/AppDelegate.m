#import "AppDelegate.h"

@implementation AppDelegate
- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
    [self.window makeKeyAndVisible];
    // One root per idiom: the idiom decides which assignment runs.
    if (IS_IPHONE) {
        SlidingViewController *sliding = [[SlidingViewController alloc] init];
        self.window.rootViewController = sliding;
    }
    else {
        self.window.rootViewController = [[SplitRootViewController alloc] init];
    }
    return YES;
}
@end

@implementation SlidingViewController
- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskPortrait;
}
@end

@implementation SplitRootViewController
- (BOOL)shouldAutorotate {
    return YES;
}
@end
