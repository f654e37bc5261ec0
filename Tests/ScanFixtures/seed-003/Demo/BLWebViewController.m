#import "BLWebViewController.h"
#import "UIViewController+Landscape.h"

@implementation BLWebViewController

// A page with a <video> turns the landscape flag on (the article's JavaScript check).
- (void)webViewDidFinishLoad:(UIWebView *)webView {
    NSString *result = [webView stringByEvaluatingJavaScriptFromString:@"document.getElementsByTagName('video').length"];
    self.bl_shouldAutoLandscape = result.integerValue > 0;
}

- (void)back {
    [self.navigationController popViewControllerAnimated:YES];
}

@end
