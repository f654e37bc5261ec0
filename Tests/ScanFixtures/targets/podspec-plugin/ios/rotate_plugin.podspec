#
# A Flutter plugin's spec: the example app links Classes/ through CocoaPods, and no Xcode target lists them.
#
Pod::Spec.new do |s|
  s.name             = 'rotate_plugin'
  s.version          = '0.0.1'
  s.summary          = 'Rotates the screen.'
  s.source           = { :path => '.' }
  s.source_files     = 'Classes/**/*.{h,m,swift}'
  s.exclude_files    = 'Classes/Legacy/**/*'
  s.dependency 'Flutter'
  s.platform = :ios, '12.0'

  s.test_spec 'Tests' do |test_spec|
    test_spec.source_files = 'Tests/**/*'
  end
end
