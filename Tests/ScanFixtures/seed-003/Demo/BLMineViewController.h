#import <UIKit/UIKit.h>

@interface BLMineViewController : UIViewController
@end
