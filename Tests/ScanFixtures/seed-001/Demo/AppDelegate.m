#import "AppDelegate.h"
#import "LandscapeViewController.h"

// Seed 001, the "three layers" article: Info.plist locks portrait while the root controller asks for
// landscape only. The allowed set is plist ∩ app delegate ∩ root, which is empty here.
@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
    self.window.rootViewController = [[LandscapeViewController alloc] init];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
