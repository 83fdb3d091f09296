# SPDX-FileCopyrightText: 2026 The Tally authors
# SPDX-License-Identifier: MIT
# `cpack -G DEB` in the build folder packages what `cmake --install` installs as
# tally_<version>_<arch>.deb for Debian 12, under /usr. dpkg-shlibdeps finds the libraries the
# binary links (Qt, Graphviz, zlib), whose packages also hold what it loads at run time (Graphviz's
# layout plugins, Qt's platform and SVG icon plugins); what it runs is recommended.
# TallyDebStaging.cmake adds what Debian asks of every package before the .deb is made.

set(CPACK_PACKAGE_NAME tally)
set(CPACK_PACKAGE_VENDOR "The Tally authors")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/tally-profiler/tally")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "fast viewer for Callgrind and Cachegrind profiles")
# Lines of the package's long description (Debian wants them under 80 columns).
string(JOIN "\n" CPACK_PACKAGE_DESCRIPTION
    "Tally is a native desktop viewer for profiles in the Callgrind format: what"
    "valgrind's callgrind and cachegrind write, and what Xdebug, Go pprof,"
    "gperftools, pyprof2calltree, NYTProf and others write. It loads big files many"
    "times faster than KCachegrind and never freezes while loading."
    "."
    "It shows the flat profile, callers and callees, the call graph, call maps,"
    "annotated source and machine code, event types and the parts of a run. Its"
    "command line prints reports and exports call graphs without a window.")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "The Tally authors <tally-profiler@users.noreply.github.com>"
    CACHE STRING "Maintainer field of the Debian package")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# objdump for the Assembly view; valgrind to record profiles.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "binutils")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "valgrind")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)

set(CPACK_PRE_BUILD_SCRIPTS "${CMAKE_CURRENT_LIST_DIR}/TallyDebStaging.cmake")
include(CPack)
