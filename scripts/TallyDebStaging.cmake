# SPDX-FileCopyrightText: 2026 The Tally authors
# SPDX-License-Identifier: MIT
# Run by CPack (CPACK_PRE_BUILD_SCRIPTS) on the staged files before it makes the .deb: what Debian's
# policy asks of every package that `cmake --install` has no reason to write, namely the copyright
# and changelog in /usr/share/doc/tally and manual pages compressed with gzip -9n.
if(NOT CPACK_GENERATOR STREQUAL "DEB")
    return()
endif()
set(root "${CPACK_TEMPORARY_DIRECTORY}${CPACK_PACKAGING_INSTALL_PREFIX}")
set(doc "${root}/share/doc/${CPACK_PACKAGE_NAME}")
file(MAKE_DIRECTORY "${doc}")

file(READ "${CPACK_RESOURCE_FILE_LICENSE}" license)
file(WRITE "${doc}/copyright"
    "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
    "Upstream-Name: Tally\n"
    "Source: ${CPACK_PACKAGE_HOMEPAGE_URL}\n\n"
    "Files: *\n"
    "Copyright: 2026 The Tally authors\n"
    "License: MIT\n")
string(REGEX REPLACE "\n+$" "" license "${license}")
string(REGEX REPLACE "\n\n" "\n.\n" license "${license}")
string(REGEX REPLACE "\n" "\n " license "${license}")
file(APPEND "${doc}/copyright" " ${license}\n")

# A native package's changelog: the version and the build's date (SOURCE_DATE_EPOCH if set).
string(TIMESTAMP date "%a, %d %b %Y %H:%M:%S +0000" UTC)
file(WRITE "${doc}/changelog"
    "${CPACK_PACKAGE_NAME} (${CPACK_PACKAGE_VERSION}) stable; urgency=medium\n\n"
    "  * Tally ${CPACK_PACKAGE_VERSION}, built from its sources with CPack.\n\n"
    " -- ${CPACK_DEBIAN_PACKAGE_MAINTAINER}  ${date}\n")

file(GLOB_RECURSE pages "${root}/share/man/*.[1-9]")
foreach(file IN LISTS pages ITEMS "${doc}/changelog")
    execute_process(COMMAND gzip -9nf "${file}" RESULT_VARIABLE failed)
    if(failed)
        message(FATAL_ERROR "gzip ${file} failed")
    endif()
endforeach()
