#import "LegacyViewerController.h"

@implementation LegacyViewerController

- (instancetype)init {
    if ((self = [super initWithNibName:nil bundle:nil])) {
        [self setModalPresentationStyle:UIModalPresentationFullScreen];
    }
    return self;
}

- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskLandscape;
}

@end
