#import <Foundation/Foundation.h>

@interface RotatorPlugin : NSObject
- (void)lockToLandscape;
- (void)lockToPortrait;
@end
