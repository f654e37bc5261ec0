#import <UIKit/UIKit.h>

@interface KioskViewController : UIViewController
@end
