#import <UIKit/UIKit.h>
#import "ListViewController.h"

@interface AppDelegate : UIResponder <UIApplicationDelegate>
@property (strong, nonatomic) UIWindow *window;
@end

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    ListViewController *list = [[ListViewController alloc] init];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:list];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
