#import <UIKit/UIKit.h>

@interface AppDelegate : UIResponder <UIApplicationDelegate>
@property (strong, nonatomic) UIWindow *window;
@end

@interface LibraryViewController : UIViewController
@end

@interface VideoViewController : UIViewController
@end

@interface InfoViewController : UIViewController
@end
