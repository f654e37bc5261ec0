#import "PlayerViewController.h"

@implementation Utils
+ (BOOL)isPhone {
    return UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPhone;
}
@end

@implementation BasePlayerViewController
- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return IS_IPAD ? UIInterfaceOrientationMaskAll : UIInterfaceOrientationMaskLandscape;
}

- (BOOL)shouldAutorotate {
    return [super shouldAutorotate];
}
@end

@implementation PlayerViewController
- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return [super supportedInterfaceOrientations];
}

- (UIInterfaceOrientation)preferredInterfaceOrientationForPresentation {
    return [Utils isPhone] ? UIInterfaceOrientationLandscapeRight : UIInterfaceOrientationPortrait;
}
@end
