#import <UIKit/UIKit.h>

#define IS_IPAD (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad)

@interface Utils : NSObject
+ (BOOL)isPhone;
@end

@interface BasePlayerViewController : UIViewController
@end

@interface PlayerViewController : BasePlayerViewController
@end
