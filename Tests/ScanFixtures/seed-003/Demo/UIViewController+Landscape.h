#import <UIKit/UIKit.h>

@interface UIViewController (Landscape)

/**
 * 是否需要横屏(默认 NO, 即当前 viewController 不支持横屏).
 */
@property(nonatomic) BOOL bl_shouldAutoLandscape;

@end
