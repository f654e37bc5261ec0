#import <UIKit/UIKit.h>

#define IS_IPHONE (UIDevice.currentDevice.userInterfaceIdiom == UIUserInterfaceIdiomPhone)

@interface AppDelegate : UIResponder <UIApplicationDelegate>
@property (strong, nonatomic) UIWindow *window;
@end

@interface SlidingViewController : UIViewController
@end

@interface SplitRootViewController : UIViewController
@end
