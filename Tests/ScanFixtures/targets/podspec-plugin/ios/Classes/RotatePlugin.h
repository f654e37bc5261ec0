#import <UIKit/UIKit.h>

@interface RotatePlugin : NSObject
- (void)rotateToLandscape;
@end
