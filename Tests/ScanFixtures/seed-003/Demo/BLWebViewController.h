#import <UIKit/UIKit.h>

@interface BLWebViewController : UIViewController <UIWebViewDelegate>
@end
