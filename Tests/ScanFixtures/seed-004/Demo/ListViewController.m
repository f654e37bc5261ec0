#import "ListViewController.h"
#import "PlayerViewController.h"

@implementation ListViewController

- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskPortrait;
}

- (void)play {
    [self.navigationController pushViewController:[[PlayerViewController alloc] init] animated:YES];
}

@end
