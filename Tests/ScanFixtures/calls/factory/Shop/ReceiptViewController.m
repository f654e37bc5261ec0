#import "ReceiptViewController.h"

@implementation ReceiptViewController

+ (ReceiptViewController *)receiptForOrder:(NSInteger)order {
    return [[ReceiptViewController alloc] init];
}

- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskPortrait;
}

- (void)showReceipt {
    // An Objective-C factory: its declared return type is the controller.
    [self presentViewController:[ReceiptViewController receiptForOrder:3] animated:YES completion:nil];
}

- (void)print {
    [self presentViewController:[ReceiptPrinter sharedPrinter] animated:YES completion:nil];
}

@end
