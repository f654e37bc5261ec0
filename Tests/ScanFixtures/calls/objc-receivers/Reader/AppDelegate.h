#import <UIKit/UIKit.h>

@class BrowserViewController;

@interface AppDelegate : UIResponder <UIApplicationDelegate>
@property (strong, nonatomic) UIWindow *window;
@property (strong, nonatomic) BrowserViewController *bvc;
@end

@interface BrowserViewController : UIViewController
@end

@interface SettingsViewController : UIViewController
@end

@interface ReaderViewController : UIViewController
@end

@interface HistoryViewController : UIViewController
@end

@interface ShareViewController : UIViewController
@end

@interface DownloadsViewController : UIViewController
@end

@interface ErrorViewController : UIViewController
@end

@interface Router : NSObject {
    BrowserViewController *_browser;
}
@end
