#import <UIKit/UIKit.h>

@interface NewsViewController : UIViewController
@end
