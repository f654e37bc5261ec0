# A UI kit split into subspecs: an app that asks for one subspec builds that subspec and what it
# depends on, not the root spec's own files and not its siblings.
Pod::Spec.new do |s|
  s.name         = 'Kit'
  s.version      = '1.0.0'
  s.source       = { :git => 'https://example.com/kit.git', :tag => s.version.to_s }
  s.source_files = 'Sources/Core/**/*.swift'
  s.default_subspecs = 'UI'

  s.subspec 'UI' do |ss|
    ss.source_files = 'Sources/UI/**/*.swift'
  end

  s.subspec 'Player' do |ss|
    ss.source_files = 'Sources/Player/**/*.swift'
  end

  s.subspec 'Video' do |ss|
    ss.source_files = 'Sources/Video/**/*.swift'
    ss.dependency 'Kit/Player'
  end

  s.subspec 'Legacy' do |ss|
    ss.source_files = 'Sources/Legacy/**/*.{h,m}'
  end
end
