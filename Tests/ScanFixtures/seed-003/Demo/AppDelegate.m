#import <UIKit/UIKit.h>
#import "BLAppRootViewController.h"

// Seed 003 (BLLandscape): Info.plist allows all but upside down; the swizzled category decides.
@interface AppDelegate : UIResponder <UIApplicationDelegate>
@property (strong, nonatomic) UIWindow *window;
@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.window.rootViewController = [BLAppRootViewController new];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
