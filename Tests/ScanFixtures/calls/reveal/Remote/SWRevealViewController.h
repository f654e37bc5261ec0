#import <UIKit/UIKit.h>

// The reveal container library, reduced to what the scan reads: it loads its rear and front
// controllers by performing its own custom segues.
static NSString *const SWSegueRearIdentifier = @"sw_rear";
static NSString *const SWSegueFrontIdentifier = @"sw_front";

@interface SWRevealViewController : UIViewController
@end

@interface SWRevealViewControllerSegueSetController : UIStoryboardSegue
@end
