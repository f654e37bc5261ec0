#import <UIKit/UIKit.h>

@interface ReceiptViewController : UIViewController
+ (ReceiptViewController *)receiptForOrder:(NSInteger)order;
@end

@interface ReceiptPrinter : NSObject
@end
