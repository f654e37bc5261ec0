#import <UIKit/UIKit.h>

@interface ListViewController : UIViewController
@end
