#import <UIKit/UIKit.h>

@interface CameraViewController : UIViewController
@property (nonatomic) BOOL recording;
@end

@implementation CameraViewController

// Pre-iOS 6: UIKit never calls it, so recording never locks the rotation.
- (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)interfaceOrientation {
    return !self.recording;
}

// A lock on shouldAutorotate: UIKit stops asking it from iOS 16.
- (BOOL)shouldAutorotate {
    return self.recording ? NO : YES;
}

- (UIInterfaceOrientationMask)supportedInterfaceOrientations {
    return UIInterfaceOrientationMaskAllButUpsideDown;
}

@end
