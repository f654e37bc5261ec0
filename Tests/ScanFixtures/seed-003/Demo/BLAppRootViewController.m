#import "BLAppRootViewController.h"
#import "BLHomeViewController.h"
#import "BLMineViewController.h"

/// The custom root: it holds the tab bar as its only child (the category forwards to its first child).
@implementation BLAppRootViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    UINavigationController *homeNav = [[UINavigationController alloc] initWithRootViewController:[BLHomeViewController new]];
    UINavigationController *mineNav = [[UINavigationController alloc] initWithRootViewController:[BLMineViewController new]];
    UITabBarController *tabs = [[UITabBarController alloc] init];
    tabs.viewControllers = @[homeNav, mineNav];
    [self addChildViewController:tabs];
    [self.view addSubview:tabs.view];
    [tabs didMoveToParentViewController:self];
}

@end
