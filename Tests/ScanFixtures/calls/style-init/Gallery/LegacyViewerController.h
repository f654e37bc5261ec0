#import <UIKit/UIKit.h>

@interface LegacyViewerController : UIViewController
@end
