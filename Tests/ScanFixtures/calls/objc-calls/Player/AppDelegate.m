#import "AppDelegate.h"

@implementation AppDelegate
- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[LibraryViewController alloc] init]];
    [self.window makeKeyAndVisible];
    return YES;
}
@end

@implementation LibraryViewController
- (void)openVideo {
    VideoViewController *video = [[VideoViewController alloc] init];
    video.modalPresentationStyle = UIModalPresentationFullScreen;
    [self presentViewController:video animated:YES completion:nil];
}

- (void)openInfo {
    [self.navigationController pushViewController:[[InfoViewController alloc] init] animated:YES];
}
@end

@implementation VideoViewController
- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskLandscape;
}

// Each Objective-C spelling of the orientation calls the Swift reader knows.
- (void)rotateOld {
    [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationLandscapeRight) forKey:@"orientation"];
    [UIViewController attemptRotationToDeviceOrientation];
}

- (void)rotateNew {
    [self setNeedsUpdateOfSupportedInterfaceOrientations];
    UIWindowScene *scene = self.view.window.windowScene;
    UIWindowSceneGeometryPreferencesIOS *preferences = [[UIWindowSceneGeometryPreferencesIOS alloc] initWithInterfaceOrientations:UIInterfaceOrientationMaskLandscapeRight];
    [scene requestGeometryUpdateWithPreferences:preferences errorHandler:nil];
}

- (void)rotateBack {
    [self.view.window.windowScene requestGeometryUpdateWithPreferences:[[UIWindowSceneGeometryPreferencesIOS alloc] initWithInterfaceOrientations:UIInterfaceOrientationMaskPortrait] errorHandler:nil];
}

- (void)close {
    [self dismissViewControllerAnimated:YES completion:nil];
}

// UIKit's convenience constructor returns its class.
- (void)warn {
    UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Error" message:nil preferredStyle:UIAlertControllerStyleAlert];
    [self presentViewController:alert animated:YES completion:nil];
}
@end

@implementation InfoViewController
- (void)back {
    [self.navigationController popViewControllerAnimated:YES];
}
@end
