#import "BLMineViewController.h"

@implementation BLMineViewController
@end
