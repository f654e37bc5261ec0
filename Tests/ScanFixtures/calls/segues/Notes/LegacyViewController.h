#import <UIKit/UIKit.h>

@interface LegacyViewController : UIViewController
@end

@interface AboutViewController : UIViewController
@end
