#import "BLHomeViewController.h"
#import "BLWebViewController.h"

@implementation BLHomeViewController

- (void)openWebPage {
    BLWebViewController *web = [[BLWebViewController alloc] init];
    [self.navigationController pushViewController:web animated:YES];
}

@end
