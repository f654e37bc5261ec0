#import "AppDelegate.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.bvc = [[BrowserViewController alloc] init];
    UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:self.bvc];
    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
    self.window.rootViewController = nav;
    [self.window makeKeyAndVisible];
    return YES;
}

// Sent to the browser (a property declared BrowserViewController), not made by the delegate.
- (void)openSettings {
    [self.bvc presentViewController:[[SettingsViewController alloc] init] animated:YES completion:nil];
}

// The getter sent to self: `[self bvc]` is `self.bvc`.
- (void)openDownloads {
    [[self bvc] presentViewController:[[DownloadsViewController alloc] init] animated:YES completion:nil];
}

// A local declared with the class.
- (void)openHistory {
    BrowserViewController *browser = self.bvc;
    [browser.navigationController pushViewController:[[HistoryViewController alloc] init] animated:YES];
}

@end

@implementation Router

// A parameter declared with the class.
- (void)showReaderOn:(BrowserViewController *)browser {
    ReaderViewController *reader = [[ReaderViewController alloc] init];
    [browser presentViewController:reader animated:YES completion:nil];
}

// An ivar declared with the class.
- (void)share {
    [_browser presentViewController:[[ShareViewController alloc] init] animated:YES completion:nil];
}

@end

@implementation BrowserViewController

// The top-most presented controller, as apps find it to present over whatever is shown.
- (UIViewController *)topController {
    UIViewController *top = self;
    while (top.presentedViewController) {
        top = top.presentedViewController;
    }
    return top;
}

// Sent to whatever is on top, not to the browser: listed, never put on BrowserViewController.
- (void)showError {
    [[self topController] presentViewController:[[ErrorViewController alloc] init] animated:YES completion:nil];
}

@end

@implementation SettingsViewController

- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskPortrait;
}

@end

@implementation ReaderViewController

- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskAll;
}

@end

@implementation HistoryViewController
@end

@implementation ShareViewController
@end

@implementation DownloadsViewController
@end

@implementation ErrorViewController
@end
