#import <UIKit/UIKit.h>

@interface LegacySettingsController : UIViewController
@property (nonatomic) BOOL locked;
@end
